/**
 * @generated SignedSource<<b6ea9bcb274b10056ab7c33601e49b7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateUpChance_prayer$data = {
  readonly stepUps: ReadonlyArray<{
    readonly code: string;
    readonly index: number;
    readonly items: ReadonlyArray<{
      readonly guarantee: {
        readonly card5: number;
        readonly characters: number;
      };
      readonly multiplier: number | null | undefined;
      readonly pickUpGuaranteed: boolean;
    }>;
    readonly sample: boolean;
  }>;
  readonly " $fragmentType": "RateUpChance_prayer";
};
export type RateUpChance_prayer$key = {
  readonly " $data"?: RateUpChance_prayer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateUpChance_prayer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RateUpChance_prayer",
  "selections": [
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
          "name": "index",
          "storageKey": null
        },
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
          "name": "sample",
          "storageKey": null
        },
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
            {
              "alias": null,
              "args": null,
              "concreteType": "PrayerStepGuarantee",
              "kind": "LinkedField",
              "name": "guarantee",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "characters",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "card5",
                  "storageKey": null
                }
              ],
              "storageKey": null
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

(node as any).hash = "6562fe4c52b91cb233e4d806d41a4118";

export default node;
