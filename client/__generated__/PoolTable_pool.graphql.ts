/**
 * @generated SignedSource<<7f673febe3cddafdcafa766cb82edd11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PrayerItemKind = "CARD" | "CHARACTER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PoolTable_pool$data = {
  readonly derived: boolean;
  readonly entries: ReadonlyArray<{
    readonly chanceGc: number;
    readonly chanceSc: number;
    readonly item: {
      readonly cardId: number | null | undefined;
      readonly group: string;
      readonly image: string;
      readonly kind: PrayerItemKind;
      readonly name: string;
      readonly rarity: string;
      readonly shortName: string;
      readonly shortNameTranslit: string | null | undefined;
      readonly slug: string | null | undefined;
    };
    readonly pickUp: boolean;
    readonly rateType: string | null | undefined;
  }>;
  readonly id: string;
  readonly sample: boolean;
  readonly source: string | null | undefined;
  readonly " $fragmentType": "PoolTable_pool";
};
export type PoolTable_pool$key = {
  readonly " $data"?: PoolTable_pool$data;
  readonly " $fragmentSpreads": FragmentRefs<"PoolTable_pool">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PoolTable_pool",
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
      "name": "sample",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "derived",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PrayerPoolEntry",
      "kind": "LinkedField",
      "name": "entries",
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
              "name": "group",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chanceGc",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rateType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pickUp",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PrayerPool",
  "abstractKey": null
};

(node as any).hash = "c2c9d7e26c119c67cc9b82f5fe85dcf6";

export default node;
