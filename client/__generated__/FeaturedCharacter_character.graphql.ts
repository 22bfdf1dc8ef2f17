/**
 * @generated SignedSource<<0ec63a83fcbd58379e3d69f4d1766fd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeaturedCharacter_character$data = {
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
    }
  ],
  "type": "Character",
  "abstractKey": null
};

(node as any).hash = "eba1c40318facd5870a94d8f7925cd9e";

export default node;
