/**
 * @generated SignedSource<<fc84f6918f9d40af4f80bc6ed4178db0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CharacterThumb_character$data = {
  readonly altThumbnail: string | null | undefined;
  readonly currentRarity: string;
  readonly hasRebirth: boolean;
  readonly portrait: {
    readonly avifSrcSet: string;
    readonly src: string;
    readonly webpSrcSet: string;
  } | null | undefined;
  readonly revealed: boolean;
  readonly sample: boolean;
  readonly shortName: string;
  readonly shortNameTranslit: string | null | undefined;
  readonly slug: string;
  readonly spoilerSafeThumbnail: string | null | undefined;
  readonly status: string;
  readonly thumbnail: string;
  readonly worldCode: string | null | undefined;
  readonly " $fragmentType": "CharacterThumb_character";
};
export type CharacterThumb_character$key = {
  readonly " $data"?: CharacterThumb_character$data;
  readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CharacterThumb_character",
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
      "name": "status",
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
      "name": "hasRebirth",
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
      "name": "sample",
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

(node as any).hash = "92a391f08bd8d1da4e03c3f09f64230e";

export default node;
