/**
 * @generated SignedSource<<d28bdefb4e02bfc1e10f740e67c18078>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DatePrecision = "BETWEEN" | "BY" | "DAY" | "INSTANT" | "LAUNCH" | "MONTH" | "%future added value";
export type SourceKind = "DERIVED" | "FAN_TRACKER" | "GUIDE_PAGE" | "IN_GAME" | "OFFICIAL_POST" | "REPOSITORY_SNAPSHOT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CharacterList_query$data = {
  readonly characters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly debutAfter: any | null | undefined;
        readonly debutAt: any | null | undefined;
        readonly debutPrecision: DatePrecision | null | undefined;
        readonly debutSourceKind: SourceKind | null | undefined;
        readonly slug: string;
        readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "CharacterList_query";
};
export type CharacterList_query$key = {
  readonly " $data"?: CharacterList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CharacterList_query">;
};

import CharacterListPaginationQuery_graphql from './CharacterListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "characters"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 500,
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
      "name": "rebirth"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "types"
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
      "operation": CharacterListPaginationQuery_graphql
    }
  },
  "name": "CharacterList_query",
  "selections": [
    {
      "alias": "characters",
      "args": [
        {
          "kind": "Variable",
          "name": "rebirth",
          "variableName": "rebirth"
        },
        {
          "kind": "Variable",
          "name": "types",
          "variableName": "types"
        }
      ],
      "concreteType": "QueryCharactersConnection",
      "kind": "LinkedField",
      "name": "__CharacterList_characters_connection",
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
          "concreteType": "QueryCharactersConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Character",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "slug",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "debutAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "debutPrecision",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "debutAfter",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "debutSourceKind",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CharacterThumb_character"
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

(node as any).hash = "033f8cb38c5c3c218e4bc7217b2dd4cf";

export default node;
