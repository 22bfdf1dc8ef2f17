/**
 * @generated SignedSource<<a3d67f8284bb4f1642e005eb70116ee4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeCharacterDonut_home$data = {
  readonly characterCounts: ReadonlyArray<{
    readonly count: number;
    readonly filter: string;
    readonly key: string;
  }>;
  readonly " $fragmentType": "HomeCharacterDonut_home";
};
export type HomeCharacterDonut_home$key = {
  readonly " $data"?: HomeCharacterDonut_home$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeCharacterDonut_home">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeCharacterDonut_home",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CharacterCount",
      "kind": "LinkedField",
      "name": "characterCounts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "filter",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Home",
  "abstractKey": null
};

(node as any).hash = "561fe0f40a17ae58badd8b36f4a66e23";

export default node;
