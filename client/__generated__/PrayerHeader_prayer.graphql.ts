/**
 * @generated SignedSource<<3dfd76ea4ff86ccc9ee47a8242ad95a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DatePrecision = "BETWEEN" | "BY" | "DAY" | "INSTANT" | "LAUNCH" | "MONTH" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PrayerHeader_prayer$data = {
  readonly disableSc: boolean;
  readonly duration: number | null | undefined;
  readonly dust: number | null | undefined;
  readonly endAt: any | null | undefined;
  readonly endPrecision: DatePrecision | null | undefined;
  readonly gcCost: number | null | undefined;
  readonly maxPulls: number | null | undefined;
  readonly name: string;
  readonly note: string | null | undefined;
  readonly prayerId: number;
  readonly rateUpCards: ReadonlyArray<{
    readonly card: {
      readonly cardId: number | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"PrayerItemThumb_item">;
    };
    readonly exchange: boolean;
    readonly exchangeAmount: number | null | undefined;
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
  readonly source: string | null | undefined;
  readonly startAt: any | null | undefined;
  readonly startPrecision: DatePrecision | null | undefined;
  readonly stepUps: ReadonlyArray<{
    readonly code: string;
    readonly endAt: any | null | undefined;
    readonly index: number;
    readonly items: ReadonlyArray<{
      readonly cost: number;
      readonly dust: number | null | undefined;
      readonly guaranteed: string | null | undefined;
      readonly multiplier: number | null | undefined;
      readonly pickUpGuaranteed: boolean;
      readonly position: number;
    }>;
    readonly sample: boolean;
    readonly startAt: any | null | undefined;
  }>;
  readonly typeLabel: string;
  readonly types: ReadonlyArray<string>;
  readonly " $fragmentType": "PrayerHeader_prayer";
};
export type PrayerHeader_prayer$key = {
  readonly " $data"?: PrayerHeader_prayer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrayerHeader_prayer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startAt",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dust",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sample",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrayerHeader_prayer",
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startPrecision",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endPrecision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "duration",
      "storageKey": null
    },
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
      "name": "disableSc",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gcCost",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revealed",
      "storageKey": null
    },
    (v3/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "note",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
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
          "kind": "ScalarField",
          "name": "exchange",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "exchangeAmount",
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
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "PrayerStepItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "position",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cost",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "guaranteed",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "multiplier",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pickUpGuaranteed",
              "storageKey": null
            },
            (v2/*:: as any*/)
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

(node as any).hash = "fc057f527fb20cf20d12138397addf0a";

export default node;
