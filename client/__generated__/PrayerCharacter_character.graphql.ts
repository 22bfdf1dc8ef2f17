/**
 * @generated SignedSource<<b10516584d094b7d84dfd99358ab6190>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrayerCharacter_character$data = {
  readonly altThumbnail: string | null | undefined;
  readonly currentRarity: string;
  readonly portrait: {
    readonly avifSrcSet: string;
    readonly src: string;
    readonly webpSrcSet: string;
  } | null | undefined;
  readonly revealed: boolean;
  readonly shortName: string;
  readonly shortNameTranslit: string | null | undefined;
  readonly slug: string;
  readonly spoilerSafeThumbnail: string | null | undefined;
  readonly thumbnail: string;
  readonly worldCode: string | null | undefined;
  readonly " $fragmentType": "PrayerCharacter_character";
};
export type PrayerCharacter_character$key = {
  readonly " $data"?: PrayerCharacter_character$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrayerCharacter_character">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrayerCharacter_character",
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
      "name": "shortName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortNameTranslit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentRarity",
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
      "name": "revealed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "altThumbnail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "spoilerSafeThumbnail",
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
  "type": "Character",
  "abstractKey": null
};

(node as any).hash = "8b5628a6ca87fcefe8e8fd312bc818db";

export default node;
