/**
 * @generated SignedSource<<e06905a70c860d17383e50b0147f4cbb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PoolCharacters_pool$data = {
  readonly characters: ReadonlyArray<{
    readonly chanceSc: number;
    readonly item: {
      readonly revealed: boolean;
      readonly slug: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"PrayerItemThumb_item">;
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
              "name": "slug",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PrayerPool",
  "abstractKey": null
};

(node as any).hash = "d9fb78e896ef69999292845108dac882";

export default node;
