/**
 * @generated SignedSource<<e312c97cc4087c329c5808d7fe6bf61e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VariantGroupSection_group$data = {
  readonly available: number;
  readonly characters: ReadonlyArray<{
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
  }>;
  readonly enName: string;
  readonly jpName: string | null | undefined;
  readonly total: number;
  readonly translitName: string | null | undefined;
  readonly " $fragmentType": "VariantGroupSection_group";
};
export type VariantGroupSection_group$key = {
  readonly " $data"?: VariantGroupSection_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"VariantGroupSection_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VariantGroupSection_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jpName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "translitName",
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
      "kind": "ScalarField",
      "name": "total",
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
  "type": "VariantGroup",
  "abstractKey": null
};

(node as any).hash = "44958a704b38294bda97a6b43ae5fce9";

export default node;
