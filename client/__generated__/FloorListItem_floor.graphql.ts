/**
 * @generated SignedSource<<f404504267cc6575c262a9d86ecf0ed6>>
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

(node as any).hash = "a7a8efe3a950da5dcb7117cecfa9ee9a";

export default node;
