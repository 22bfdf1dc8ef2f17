/**
 * @generated SignedSource<<254df296a3d2fdfdc0454ad50b8b972a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoryCardList_query$data = {
  readonly storyCards: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"StoryCardItem_card">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "StoryCardList_query";
};
export type StoryCardList_query$key = {
  readonly " $data"?: StoryCardList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoryCardList_query">;
};

import StoryCardListPaginationQuery_graphql from './StoryCardListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "storyCards"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "artist"
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
      "name": "featured"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "name"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "obtaining"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "rarities"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "role"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "slots"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "suits"
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
      "operation": StoryCardListPaginationQuery_graphql
    }
  },
  "name": "StoryCardList_query",
  "selections": [
    {
      "alias": "storyCards",
      "args": [
        {
          "kind": "Variable",
          "name": "artist",
          "variableName": "artist"
        },
        {
          "kind": "Variable",
          "name": "featured",
          "variableName": "featured"
        },
        {
          "kind": "Variable",
          "name": "name",
          "variableName": "name"
        },
        {
          "kind": "Variable",
          "name": "obtaining",
          "variableName": "obtaining"
        },
        {
          "kind": "Variable",
          "name": "rarities",
          "variableName": "rarities"
        },
        {
          "kind": "Variable",
          "name": "role",
          "variableName": "role"
        },
        {
          "kind": "Variable",
          "name": "slots",
          "variableName": "slots"
        },
        {
          "kind": "Variable",
          "name": "suits",
          "variableName": "suits"
        }
      ],
      "concreteType": "QueryStoryCardsConnection",
      "kind": "LinkedField",
      "name": "__StoryCardList_storyCards_connection",
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
          "concreteType": "QueryStoryCardsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "StoryCard",
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
                  "name": "StoryCardItem_card"
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

(node as any).hash = "a4bc0ed4fb5aaa122685a3969dae1d9a";

export default node;
