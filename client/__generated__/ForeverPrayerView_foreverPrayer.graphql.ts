/**
 * @generated SignedSource<<ae8cf667e58ff3ac3f21c132039b1b0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ForeverPrayerView_foreverPrayer$data = {
  readonly characters: ReadonlyArray<{
    readonly character: {
      readonly slug: string;
      readonly type: string;
      readonly " $fragmentSpreads": FragmentRefs<"PrayerCharacter_character">;
    };
    readonly isNew: boolean;
  }>;
  readonly endAt: any;
  readonly foreverPrayerId: number;
  readonly notes: string | null | undefined;
  readonly revealed: boolean;
  readonly sample: boolean;
  readonly source: string | null | undefined;
  readonly startAt: any;
  readonly thresholds: ReadonlyArray<{
    readonly count: number;
    readonly date: any;
    readonly rarity: string;
    readonly rate: number;
  }>;
  readonly title: string;
  readonly " $fragmentType": "ForeverPrayerView_foreverPrayer";
};
export type ForeverPrayerView_foreverPrayer$key = {
  readonly " $data"?: ForeverPrayerView_foreverPrayer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ForeverPrayerView_foreverPrayer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ForeverPrayerView_foreverPrayer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "foreverPrayerId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
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
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ForeverPrayerCharacter",
      "kind": "LinkedField",
      "name": "characters",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isNew",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Character",
          "kind": "LinkedField",
          "name": "character",
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
              "name": "type",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PrayerCharacter_character"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ForeverPrayerThreshold",
      "kind": "LinkedField",
      "name": "thresholds",
      "plural": true,
      "selections": [
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
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rate",
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
  "type": "ForeverPrayer",
  "abstractKey": null
};

(node as any).hash = "c78f38e39ed3f096d6ae3c87ff4d5ec9";

export default node;
