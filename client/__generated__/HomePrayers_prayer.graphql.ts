/**
 * @generated SignedSource<<bc9b70b5928cfd81ac074263524ac591>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DatePrecision = "BETWEEN" | "BY" | "DAY" | "INSTANT" | "LAUNCH" | "MONTH" | "%future added value";
export type PrayerStatus = "ENDED" | "ONGOING" | "UNKNOWN" | "UPCOMING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomePrayers_prayer$data = {
  readonly endAt: any | null | undefined;
  readonly endPrecision: DatePrecision | null | undefined;
  readonly name: string;
  readonly prayerId: number;
  readonly rateUpCharacters: ReadonlyArray<{
    readonly character: {
      readonly slug: string;
      readonly " $fragmentSpreads": FragmentRefs<"PrayerCharacter_character">;
    };
    readonly status: string | null | undefined;
  }>;
  readonly revealed: boolean;
  readonly sample: boolean;
  readonly startAt: any | null | undefined;
  readonly startPrecision: DatePrecision | null | undefined;
  readonly status: PrayerStatus;
  readonly typeLabel: string;
  readonly " $fragmentType": "HomePrayers_prayer";
};
export type HomePrayers_prayer$key = {
  readonly " $data"?: HomePrayers_prayer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomePrayers_prayer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomePrayers_prayer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prayerId",
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
      "name": "typeLabel",
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
      "name": "startPrecision",
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
      "name": "endPrecision",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "concreteType": "PrayerRateUpCharacter",
      "kind": "LinkedField",
      "name": "rateUpCharacters",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "PrayerCharacter_character"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Prayer",
  "abstractKey": null
};
})();

(node as any).hash = "09a84e3f59e81511e2bc2121c9fea032";

export default node;
