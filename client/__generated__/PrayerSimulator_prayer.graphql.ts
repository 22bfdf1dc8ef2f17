/**
 * @generated SignedSource<<fcb214e3f08fa7c6108acd14fd2b05e8>>
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
    readonly sample: boolean;
  }>;
  readonly " $fragmentType": "PrayerSimulator_prayer";
};
export type PrayerSimulator_prayer$key = {
  readonly " $data"?: PrayerSimulator_prayer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrayerSimulator_prayer">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
        (v0/*:: as any*/),
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Prayer",
  "abstractKey": null
};
})();

(node as any).hash = "de14a6c81794567232433778c4648f0a";

export default node;
