/**
 * @generated SignedSource<<710c55a434c4777da660f82dab958cf6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PrayerItemKind = "CARD" | "CHARACTER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RateUpChance_pool$data = {
  readonly entries: ReadonlyArray<{
    readonly chanceGc: number;
    readonly chanceSc: number;
    readonly item: {
      readonly cardId: number | null | undefined;
      readonly group: string;
      readonly kind: PrayerItemKind;
      readonly shortName: string;
      readonly slug: string | null | undefined;
    };
    readonly pickUp: boolean;
  }>;
  readonly sample: boolean;
  readonly " $fragmentType": "RateUpChance_pool";
};
export type RateUpChance_pool$key = {
  readonly " $data"?: RateUpChance_pool$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateUpChance_pool">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RateUpChance_pool",
  "selections": [
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
              "name": "shortName",
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

(node as any).hash = "ca88b06a4ad8584ac2d7e9d2abb579cd";

export default node;
