/**
 * @generated SignedSource<<921c4e05cb0b231df7196e02b20ca860>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleSection_role$data = {
  readonly characters: ReadonlyArray<{
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
  }>;
  readonly id: string;
  readonly kanji: string;
  readonly name: string;
  readonly " $fragmentType": "RoleSection_role";
};
export type RoleSection_role$key = {
  readonly " $data"?: RoleSection_role$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleSection_role">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleSection_role",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kanji",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
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
  "type": "RoleGroup",
  "abstractKey": null
};

(node as any).hash = "ab4eaf546e540cc700b3056df281a513";

export default node;
