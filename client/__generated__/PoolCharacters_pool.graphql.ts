/**
 * @generated SignedSource<<11c07c7fe2e9a931750c879e75326b47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PrayerItemKind = "CARD" | "CHARACTER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PoolCharacters_pool$data = {
  readonly characters: ReadonlyArray<{
    readonly chanceSc: number;
    readonly item: {
      readonly cardId: number | null | undefined;
      readonly image: string;
      readonly kind: PrayerItemKind;
      readonly name: string;
      readonly rarity: string;
      readonly revealed: boolean;
      readonly shortName: string;
      readonly shortNameTranslit: string | null | undefined;
      readonly slug: string | null | undefined;
    };
  }>;
  readonly " $fragmentType": "PoolCharacters_pool";
};
export type PoolCharacters_pool$key = {
  readonly " $data"?: PoolCharacters_pool$data;
  readonly " $fragmentSpreads": FragmentRefs<"PoolCharacters_pool">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PoolCharacters_pool",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PrayerPoolEntry",
      "kind": "LinkedField",
      "name": "characters",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PrayerItem",
          "kind": "LinkedField",
          "name": "item",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
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
              "name": "cardId",
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
              "name": "image",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rarity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "revealed",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chanceSc",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PrayerPool",
  "abstractKey": null
};

(node as any).hash = "a658fec47df60ba1ebcc5685c0114409";

export default node;
