/**
 * @generated SignedSource<<348e900a5286f14aa73cd982cc416533>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchResultList_results$data = {
  readonly characterCount: number;
  readonly characters: ReadonlyArray<{
    readonly images: {
      readonly thumbnail: string;
    };
    readonly nameEn: string;
    readonly portrait: {
      readonly avifSrcSet: string;
      readonly src: string;
      readonly webpSrcSet: string;
    } | null | undefined;
    readonly slug: string;
    readonly titleEn: string | null | undefined;
    readonly type: string;
    readonly worldCode: string | null | undefined;
    readonly worldName: string | null | undefined;
  }>;
  readonly illustratorCount: number;
  readonly illustrators: ReadonlyArray<{
    readonly cardCount: number;
    readonly name: string;
    readonly slug: string;
  }>;
  readonly prayerCount: number;
  readonly prayers: ReadonlyArray<{
    readonly name: string;
    readonly prayerId: number;
  }>;
  readonly query: string;
  readonly searched: boolean;
  readonly storyCardCount: number;
  readonly storyCards: ReadonlyArray<{
    readonly cardId: number;
    readonly name: string;
    readonly rarity: number;
  }>;
  readonly " $fragmentType": "SearchResultList_results";
};
export type SearchResultList_results$key = {
  readonly " $data"?: SearchResultList_results$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchResultList_results">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchResultList_results",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "query",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "searched",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Character",
      "kind": "LinkedField",
      "name": "characters",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameEn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "titleEn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "worldCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "worldName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CharacterImages",
          "kind": "LinkedField",
          "name": "images",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "thumbnail",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Portrait",
          "kind": "LinkedField",
          "name": "portrait",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "src",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "avifSrcSet",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "webpSrcSet",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "characterCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryCard",
      "kind": "LinkedField",
      "name": "storyCards",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cardId",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rarity",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storyCardCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Prayer",
      "kind": "LinkedField",
      "name": "prayers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "prayerId",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prayerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Illustrator",
      "kind": "LinkedField",
      "name": "illustrators",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cardCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "illustratorCount",
      "storageKey": null
    }
  ],
  "type": "SearchResults",
  "abstractKey": null
};
})();

(node as any).hash = "a3877a8b03dc4898be5e73f5e4e1d5d8";

export default node;
