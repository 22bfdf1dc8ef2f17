/**
 * @generated SignedSource<<d39d80c4bc58fa40cb8701111d25840b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PullKind = "GC" | "MULTI" | "SINGLE" | "STEP_UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PrayerSimulator_prayer$data = {
  readonly gcCost: number | null | undefined;
  readonly maxPulls: number | null | undefined;
  readonly name: string;
  readonly pool: {
    readonly sample: boolean;
  } | null | undefined;
  readonly prayerId: number;
  readonly pullKinds: ReadonlyArray<PullKind>;
  readonly stepUps: ReadonlyArray<{
    readonly code: string;
    readonly index: number;
    readonly items: ReadonlyArray<{
      readonly cost: number;
      readonly guaranteed: string | null | undefined;
    }>;
  }>;
  readonly " $fragmentType": "PrayerSimulator_prayer";
};
export type PrayerSimulator_prayer$key = {
  readonly " $data"?: PrayerSimulator_prayer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrayerSimulator_prayer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrayerSimulator_prayer",
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
      "name": "pullKinds",
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
      "name": "gcCost",
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
          "concreteType": "PrayerStepItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
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
      "concreteType": "PrayerPool",
      "kind": "LinkedField",
      "name": "pool",
      "plural": false,
      "selections": [
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
  "type": "Prayer",
  "abstractKey": null
};

(node as any).hash = "a57feaa5c9542fe7360428adc77810f9";

export default node;
