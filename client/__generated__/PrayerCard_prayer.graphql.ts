/**
 * @generated SignedSource<<920fff04da8a480d7f44f158f39071c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DatePrecision = "BETWEEN" | "BY" | "DAY" | "INSTANT" | "LAUNCH" | "MONTH" | "%future added value";
export type PrayerStatus = "ENDED" | "ONGOING" | "UNKNOWN" | "UPCOMING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PrayerCard_prayer$data = {
  readonly endAt: any | null | undefined;
  readonly endPrecision: DatePrecision | null | undefined;
  readonly image: string | null | undefined;
  readonly maxPulls: number | null | undefined;
  readonly name: string;
  readonly prayerId: number;
  readonly rateUpCards: ReadonlyArray<{
    readonly card: {
      readonly cardId: number | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"PrayerItemThumb_item">;
    };
    readonly isNew: boolean;
  }>;
  readonly rateUpCharacters: ReadonlyArray<{
    readonly character: {
      readonly nameEn: string;
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
  readonly stepUps: ReadonlyArray<{
    readonly code: string;
    readonly index: number;
  }>;
  readonly typeLabel: string;
  readonly types: ReadonlyArray<string>;
  readonly " $fragmentType": "PrayerCard_prayer";
};
export type PrayerCard_prayer$key = {
  readonly " $data"?: PrayerCard_prayer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrayerCard_prayer">;
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
  "name": "PrayerCard_prayer",
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
      "name": "types",
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
      "name": "maxPulls",
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
      "name": "image",
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
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nameEn",
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
      "concreteType": "PrayerRateUpCard",
      "kind": "LinkedField",
      "name": "rateUpCards",
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
          "concreteType": "PrayerItem",
          "kind": "LinkedField",
          "name": "card",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cardId",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PrayerItemThumb_item"
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
      "concreteType": "PrayerStepUp",
      "kind": "LinkedField",
      "name": "stepUps",
      "plural": true,
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
          "name": "index",
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

(node as any).hash = "52c19a01944780b2b9df34c592d851e4";

export default node;
