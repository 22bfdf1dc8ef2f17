/**
 * @generated SignedSource<<7f2d26b17ca2c5cbf58c59f310078bd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PoolSimulator_pool$data = {
  readonly sample: boolean;
  readonly " $fragmentType": "PoolSimulator_pool";
};
export type PoolSimulator_pool$key = {
  readonly " $data"?: PoolSimulator_pool$data;
  readonly " $fragmentSpreads": FragmentRefs<"PoolSimulator_pool">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PoolSimulator_pool",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sample",
      "storageKey": null
    }
  ],
  "type": "PrayerPool",
  "abstractKey": null
};

(node as any).hash = "9ec543dbeff1f4cea88ef578c342ab6a";

export default node;
