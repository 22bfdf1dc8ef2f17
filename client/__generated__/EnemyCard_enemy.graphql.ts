/**
 * @generated SignedSource<<7beac0d4fd64288cee83b2ebe5041de0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TowerAnomaly = "BLIND" | "BURN" | "FREEZE" | "PARALYZE" | "POISON" | "%future added value";
export type TowerElement = "EARTH" | "FIRE" | "METAL" | "MOON" | "NO" | "STAR" | "SUN" | "WATER" | "WOOD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EnemyCard_enemy$data = {
  readonly ability: {
    readonly effects: ReadonlyArray<{
      readonly anomalies: ReadonlyArray<TowerAnomaly>;
      readonly elements: ReadonlyArray<TowerElement>;
      readonly text: string | null | undefined;
      readonly type: string;
      readonly value: number | null | undefined;
    }>;
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly affinities: ReadonlyArray<TowerElement>;
  readonly barriers: ReadonlyArray<number>;
  readonly barriersPerGauge: boolean;
  readonly gauges: ReadonlyArray<number>;
  readonly hp: number | null | undefined;
  readonly hpApprox: boolean;
  readonly resists: ReadonlyArray<TowerElement>;
  readonly skills: ReadonlyArray<{
    readonly effects: ReadonlyArray<{
      readonly attr: string;
      readonly attrName: string | null | undefined;
      readonly attrType: string;
      readonly target: string | null | undefined;
      readonly text: string | null | undefined;
      readonly turn: number | null | undefined;
      readonly values: ReadonlyArray<number>;
    }>;
    readonly name: string;
    readonly spell: boolean;
  }>;
  readonly slot: number;
  readonly spells: number;
  readonly tags: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly unit: {
    readonly image: string;
    readonly jpName: string | null | undefined;
    readonly name: string;
    readonly portrait: {
      readonly avifSrcSet: string;
      readonly src: string;
      readonly webpSrcSet: string;
    } | null | undefined;
    readonly revealed: boolean;
    readonly slug: string | null | undefined;
    readonly translit: string | null | undefined;
    readonly universe: string | null | undefined;
  };
  readonly weaks: ReadonlyArray<TowerElement>;
  readonly " $fragmentType": "EnemyCard_enemy";
};
export type EnemyCard_enemy$key = {
  readonly " $data"?: EnemyCard_enemy$data;
  readonly " $fragmentSpreads": FragmentRefs<"EnemyCard_enemy">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EnemyCard_enemy",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slot",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TowerUnit",
      "kind": "LinkedField",
      "name": "unit",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "translit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "jpName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "image",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "universe",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "revealed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Portrait",
          "kind": "LinkedField",
          "name": "portrait",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "src",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "avifSrcSet",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "webpSrcSet",
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
      "kind": "ScalarField",
      "name": "hp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hpApprox",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gauges",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "spells",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "barriers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "barriersPerGauge",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weaks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resists",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "affinities",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TowerTag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TowerAbility",
      "kind": "LinkedField",
      "name": "ability",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "TowerAbilityEffect",
          "kind": "LinkedField",
          "name": "effects",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "type",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "anomalies",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "elements",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TowerSkill",
      "kind": "LinkedField",
      "name": "skills",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "spell",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TowerEffect",
          "kind": "LinkedField",
          "name": "effects",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "attrType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "attr",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "attrName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "values",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "target",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "turn",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TowerEnemy",
  "abstractKey": null
};
})();

(node as any).hash = "6cac377a0372f583cbc3d3583ad98a5b";

export default node;
