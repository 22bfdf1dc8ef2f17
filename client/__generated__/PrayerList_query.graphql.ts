/**
 * @generated SignedSource<<be37441b0627eb783ce34f4fb899de6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrayerList_query$data = {
  readonly prayers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PrayerCard_prayer">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "PrayerList_query";
};
export type PrayerList_query$key = {
  readonly " $data"?: PrayerList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrayerList_query">;
};

import PrayerListPaginationQuery_graphql from './PrayerListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "prayers"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cards"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "characterTypes"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "characters"
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
      "name": "end"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "name"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "prayerTypes"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "start"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "stepUps"
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
      "operation": PrayerListPaginationQuery_graphql
    }
  },
  "name": "PrayerList_query",
  "selections": [
    {
      "alias": "prayers",
      "args": [
        {
          "kind": "Variable",
          "name": "cards",
          "variableName": "cards"
        },
        {
          "kind": "Variable",
          "name": "characterTypes",
          "variableName": "characterTypes"
        },
        {
          "kind": "Variable",
          "name": "characters",
          "variableName": "characters"
        },
        {
          "kind": "Variable",
          "name": "end",
          "variableName": "end"
        },
        {
          "kind": "Variable",
          "name": "name",
          "variableName": "name"
        },
        {
          "kind": "Variable",
          "name": "prayerTypes",
          "variableName": "prayerTypes"
        },
        {
          "kind": "Variable",
          "name": "start",
          "variableName": "start"
        },
        {
          "kind": "Variable",
          "name": "stepUps",
          "variableName": "stepUps"
        }
      ],
      "concreteType": "QueryPrayersConnection",
      "kind": "LinkedField",
      "name": "__PrayerList_prayers_connection",
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
          "concreteType": "QueryPrayersConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Prayer",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PrayerCard_prayer"
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

(node as any).hash = "5ae5d8c44cb33ef6a757c046b12420af";

export default node;
