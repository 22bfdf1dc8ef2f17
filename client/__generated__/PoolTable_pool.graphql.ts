/**
 * @generated SignedSource<<6e5a97e70b6c08f9db844803cba2477d>>
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
      readonly kind: PrayerItemKind;
      readonly slug: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"PrayerItemThumb_item">;
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
              "name": "group",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PrayerItemThumb_item"
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

(node as any).hash = "c8a89a1af49ee7b0bcf631dc46c79791";

export default node;
