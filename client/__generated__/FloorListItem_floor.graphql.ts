/**
 * @generated SignedSource<<1574fed0262428849e50ba1e523ebdea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FloorListItem_floor$data = {
  readonly number: number;
  readonly releaseAt: any | null | undefined;
  readonly released: boolean;
  readonly rewards: ReadonlyArray<{
    readonly item: {
      readonly slug: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"RewardChip_reward">;
  }>;
  readonly sample: boolean;
  readonly " $fragmentType": "FloorListItem_floor";
};
export type FloorListItem_floor$key = {
  readonly " $data"?: FloorListItem_floor$data;
  readonly " $fragmentSpreads": FragmentRefs<"FloorListItem_floor">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FloorListItem_floor",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "releaseAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "released",
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
      "concreteType": "TowerReward",
      "kind": "LinkedField",
      "name": "rewards",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TowerItem",
          "kind": "LinkedField",
          "name": "item",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RewardChip_reward"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TowerFloor",
  "abstractKey": null
};

(node as any).hash = "4e67ae2afe7456e5d0c0a03d3192e29a";

export default node;
