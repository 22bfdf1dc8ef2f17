/**
 * @generated SignedSource<<427845938d9d3d55dec4b198d7e6b78d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeUpcoming_home$data = {
  readonly upcomingCharacters: ReadonlyArray<{
    readonly debutAt: any | null | undefined;
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
  }>;
  readonly " $fragmentType": "HomeUpcoming_home";
};
export type HomeUpcoming_home$key = {
  readonly " $data"?: HomeUpcoming_home$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeUpcoming_home">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeUpcoming_home",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Character",
      "kind": "LinkedField",
      "name": "upcomingCharacters",
      "plural": true,
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "CharacterThumb_character"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Home",
  "abstractKey": null
};

(node as any).hash = "a72d809fbc4ef0e7e34a2a21481f5aaa";

export default node;
