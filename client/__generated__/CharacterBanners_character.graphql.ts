/**
 * @generated SignedSource<<7013befe8ee228e89c04fae3bd2888df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DatePrecision = "BETWEEN" | "BY" | "DAY" | "INSTANT" | "LAUNCH" | "MONTH" | "%future added value";
export type PrayerStatus = "ENDED" | "ONGOING" | "UNKNOWN" | "UPCOMING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CharacterBanners_character$data = {
  readonly banners: ReadonlyArray<{
    readonly prayer: {
      readonly endAt: any | null | undefined;
      readonly endPrecision: DatePrecision | null | undefined;
      readonly name: string;
      readonly prayerId: number;
      readonly sample: boolean;
      readonly startAt: any | null | undefined;
      readonly startPrecision: DatePrecision | null | undefined;
      readonly status: PrayerStatus;
      readonly typeLabel: string;
      readonly types: ReadonlyArray<string>;
    };
    readonly status: string | null | undefined;
  }>;
  readonly nameEn: string;
  readonly " $fragmentType": "CharacterBanners_character";
};
export type CharacterBanners_character$key = {
  readonly " $data"?: CharacterBanners_character$data;
  readonly " $fragmentSpreads": FragmentRefs<"CharacterBanners_character">;
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
  "name": "CharacterBanners_character",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PrayerRateUpCharacter",
      "kind": "LinkedField",
      "name": "banners",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Prayer",
          "kind": "LinkedField",
          "name": "prayer",
          "plural": false,
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
              "name": "typeLabel",
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
              "name": "sample",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Character",
  "abstractKey": null
};
})();

(node as any).hash = "54e7e4dedf8e2c3dc1991ccf308849ea";

export default node;
