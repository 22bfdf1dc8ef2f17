/**
 * @generated SignedSource<<97638ba09a445b02e494a82dc250f066>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FloorDetail_floor$data = {
  readonly enemies: ReadonlyArray<{
    readonly slot: number;
    readonly " $fragmentSpreads": FragmentRefs<"EnemyCard_enemy">;
  }>;
  readonly note: string | null | undefined;
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
  readonly source: string | null | undefined;
  readonly totalHp: number | null | undefined;
  readonly " $fragmentType": "FloorDetail_floor";
};
export type FloorDetail_floor$key = {
  readonly " $data"?: FloorDetail_floor$data;
  readonly " $fragmentSpreads": FragmentRefs<"FloorDetail_floor">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FloorDetail_floor",
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
      "kind": "ScalarField",
      "name": "totalHp",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TowerEnemy",
      "kind": "LinkedField",
      "name": "enemies",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slot",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "EnemyCard_enemy"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TowerFloor",
  "abstractKey": null
};

(node as any).hash = "c26a4be32da67ff6488e179a2f0c78b9";

export default node;
