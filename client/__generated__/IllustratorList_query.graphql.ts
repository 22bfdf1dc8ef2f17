/**
 * @generated SignedSource<<dd74f28b01e7740bab4d75041418b30e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IllustratorList_query$data = {
  readonly illustrators: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly " $fragmentSpreads": FragmentRefs<"IllustratorRow_illustrator">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "IllustratorList_query";
};
export type IllustratorList_query$key = {
  readonly " $data"?: IllustratorList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"IllustratorList_query">;
};

import IllustratorListRefetchQuery_graphql from './IllustratorListRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "illustrators"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": "NAME",
      "kind": "LocalArgument",
      "name": "cardOrder"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "cardsDescending"
    },
    {
      "defaultValue": 50,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "descending"
    },
    {
      "defaultValue": "NAME",
      "kind": "LocalArgument",
      "name": "orderBy"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": IllustratorListRefetchQuery_graphql
    }
  },
  "name": "IllustratorList_query",
  "selections": [
    {
      "alias": "illustrators",
      "args": [
        {
          "kind": "Variable",
          "name": "descending",
          "variableName": "descending"
        },
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        }
      ],
      "concreteType": "QueryIllustratorsConnection",
      "kind": "LinkedField",
      "name": "__IllustratorList_illustrators_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryIllustratorsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Illustrator",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                },
                {
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "cardOrder",
                      "variableName": "cardOrder"
                    },
                    {
                      "kind": "Variable",
                      "name": "cardsDescending",
                      "variableName": "cardsDescending"
                    }
                  ],
                  "kind": "FragmentSpread",
                  "name": "IllustratorRow_illustrator"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "8705607b94f66531c6070256da754f24";

export default node;
