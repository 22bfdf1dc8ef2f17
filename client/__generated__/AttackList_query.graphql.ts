/**
 * @generated SignedSource<<107b9c6d5d8f44a10e79bf1b7e5cc135>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttackList_query$data = {
  readonly attacks: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly character: {
          readonly slug: string;
        };
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AttackRow_attack">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "AttackList_query";
};
export type AttackList_query$key = {
  readonly " $data"?: AttackList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttackList_query">;
};

import AttackListPaginationQuery_graphql from './AttackListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "attacks"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "bulletType"
    },
    {
      "defaultValue": 30,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "descending"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "element"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "killer"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "kind"
    },
    {
      "defaultValue": "TOTAL_POWER",
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "role"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "target"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "type"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "world"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "yinYang"
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
      "operation": AttackListPaginationQuery_graphql
    }
  },
  "name": "AttackList_query",
  "selections": [
    {
      "alias": "attacks",
      "args": [
        {
          "kind": "Variable",
          "name": "bulletType",
          "variableName": "bulletType"
        },
        {
          "kind": "Variable",
          "name": "descending",
          "variableName": "descending"
        },
        {
          "kind": "Variable",
          "name": "element",
          "variableName": "element"
        },
        {
          "kind": "Variable",
          "name": "killer",
          "variableName": "killer"
        },
        {
          "kind": "Variable",
          "name": "kind",
          "variableName": "kind"
        },
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        },
        {
          "kind": "Variable",
          "name": "role",
          "variableName": "role"
        },
        {
          "kind": "Variable",
          "name": "target",
          "variableName": "target"
        },
        {
          "kind": "Variable",
          "name": "type",
          "variableName": "type"
        },
        {
          "kind": "Variable",
          "name": "world",
          "variableName": "world"
        },
        {
          "kind": "Variable",
          "name": "yinYang",
          "variableName": "yinYang"
        }
      ],
      "concreteType": "QueryAttacksConnection",
      "kind": "LinkedField",
      "name": "__AttackList_attacks_connection",
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
          "concreteType": "QueryAttacksConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Attack",
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
                  "concreteType": "Character",
                  "kind": "LinkedField",
                  "name": "character",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "slug",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AttackRow_attack"
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

(node as any).hash = "b9ab050d54692bbe73f5221d90073cc6";

export default node;
