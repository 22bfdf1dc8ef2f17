/**
 * @generated SignedSource<<9788416e746c1771b61529ec74a1a5cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateList_query$data = {
  readonly updates: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly number: number;
        readonly " $fragmentSpreads": FragmentRefs<"UpdateEntryCard_entry">;
      };
    }>;
  };
  readonly " $fragmentType": "UpdateList_query";
};
export type UpdateList_query$key = {
  readonly " $data"?: UpdateList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpdateList_query">;
};

import UpdateListPaginationQuery_graphql from './UpdateListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "updates"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 5,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
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
      "operation": UpdateListPaginationQuery_graphql
    }
  },
  "name": "UpdateList_query",
  "selections": [
    {
      "alias": "updates",
      "args": null,
      "concreteType": "QueryUpdatesConnection",
      "kind": "LinkedField",
      "name": "__UpdateList_updates_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryUpdatesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "UpdateEntry",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "number",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "UpdateEntryCard_entry"
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

(node as any).hash = "39b663ce5f2952006dd11a95ff489cf6";

export default node;
