/**
 * @generated SignedSource<<4d2b247ecaaed4721ca3c1355fbb3477>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RewardItem_item$data = {
  readonly icon: string;
  readonly name: string;
  readonly rewards: ReadonlyArray<{
    readonly amount: number;
    readonly floor: {
      readonly number: number;
      readonly releaseAt: any | null | undefined;
    };
  }>;
  readonly slug: string;
  readonly total: number;
  readonly " $fragmentType": "RewardItem_item";
};
export type RewardItem_item$key = {
  readonly " $data"?: RewardItem_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"RewardItem_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RewardItem_item",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
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
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TowerFloor",
          "kind": "LinkedField",
          "name": "floor",
          "plural": false,
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TowerItem",
  "abstractKey": null
};

(node as any).hash = "d3095dc85eb2e33e2bde4dbdf9b9e56b";

export default node;
