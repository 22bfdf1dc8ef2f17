/**
 * @generated SignedSource<<184f4cc5b645dd2805654c72a64819d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RewardChip_reward$data = {
  readonly amount: number;
  readonly item: {
    readonly icon: string;
    readonly name: string;
    readonly slug: string;
  };
  readonly " $fragmentType": "RewardChip_reward";
};
export type RewardChip_reward$key = {
  readonly " $data"?: RewardChip_reward$data;
  readonly " $fragmentSpreads": FragmentRefs<"RewardChip_reward">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RewardChip_reward",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
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
          "name": "icon",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TowerReward",
  "abstractKey": null
};

(node as any).hash = "6a8afcf5bf073fa2a225727506f43dfc";

export default node;
