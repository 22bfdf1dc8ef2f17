/**
 * @generated SignedSource<<0feb53b2e506211629233a499dc62421>>
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

const node: ReaderFragment = {
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
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": IllustratorListRefetchQuery_graphql
    }
  },
  "name": "IllustratorList_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "descending",
          "variableName": "descending"
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 2000
        },
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        }
      ],
      "concreteType": "QueryIllustratorsConnection",
      "kind": "LinkedField",
      "name": "illustrators",
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
                }
              ],
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

(node as any).hash = "4eab0dab5c72615b49fda6e05851a795";

export default node;
