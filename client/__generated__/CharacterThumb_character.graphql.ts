/**
 * @generated SignedSource<<df3a64a8eded1a92845cc11894514370>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CharacterThumb_character$data = {
  readonly currentRarity: string;
  readonly hasRebirth: boolean;
  readonly images: {
    readonly altThumbnail: string | null | undefined;
    readonly spoilerSafeThumbnail: string | null | undefined;
    readonly thumbnail: string;
  };
  readonly revealed: boolean;
  readonly sample: boolean;
  readonly shortName: string;
  readonly shortNameTranslit: string | null | undefined;
  readonly slug: string;
  readonly status: string;
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Character",
  "abstractKey": null
};

(node as any).hash = "9aaeaa608c1eac1dbdb1ea26336a0760";

export default node;
