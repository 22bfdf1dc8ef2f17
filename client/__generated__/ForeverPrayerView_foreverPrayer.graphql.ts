/**
 * @generated SignedSource<<7ee34db0d4d66622a17eb8ed60e5aed9>>
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
      readonly shortName: string;
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
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "shortName",
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

(node as any).hash = "b5b6cee5ad091ca0fd5ed6997ad199b3";

export default node;
