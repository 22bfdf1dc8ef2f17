/**
 * @generated SignedSource<<cfcdfcb6b69ac89649ba7f38d5a4eac4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorldBlock_world$data = {
  readonly available: number;
  readonly characters: ReadonlyArray<{
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
  }>;
  readonly code: string;
  readonly name: string | null | undefined;
  readonly total: number;
  readonly " $fragmentType": "WorldBlock_world";
};
export type WorldBlock_world$key = {
  readonly " $data"?: WorldBlock_world$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorldBlock_world">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorldBlock_world",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
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
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
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
  "type": "World",
  "abstractKey": null
};

(node as any).hash = "aa4fb3030ed8eb5e72341e283df47144";

export default node;
