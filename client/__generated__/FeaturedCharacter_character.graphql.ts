/**
 * @generated SignedSource<<2c0f6bd51ae8420d0ef892d17c7b03f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeaturedCharacter_character$data = {
  readonly portrait: {
    readonly avifSrcSet: string;
    readonly src: string;
    readonly webpSrcSet: string;
  } | null | undefined;
  readonly revealed: boolean;
  readonly shortName: string;
  readonly slug: string;
  readonly spoilerSafeThumbnail: string | null | undefined;
  readonly thumbnail: string;
  readonly " $fragmentType": "FeaturedCharacter_character";
};
export type FeaturedCharacter_character$key = {
  readonly " $data"?: FeaturedCharacter_character$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeaturedCharacter_character">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeaturedCharacter_character",
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

(node as any).hash = "25696e94334b2513b8461b200b57dafd";

export default node;
