/**
 * @generated SignedSource<<7ac642c9dbdbfd858244e1338b68f3f0>>
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
    }
  ],
  "type": "Character",
  "abstractKey": null
};

(node as any).hash = "2303c4118db47e7d9f26530fd5494e3e";

export default node;
