/**
 * @generated SignedSource<<9bb6a244500cb9f32056305cf9ea850f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AttackKind = "LAST_WORD" | "SPELL_CARD_1" | "SPELL_CARD_2" | "%future added value";
export type AttackTarget = "ALL" | "SINGLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AttackSection_character$data = {
  readonly attacks: ReadonlyArray<{
    readonly basePower: number;
    readonly bulletTypes: ReadonlyArray<{
      readonly base: number;
      readonly code: string;
      readonly hard: number;
      readonly label: string;
      readonly share: number;
      readonly slice: number;
      readonly total: number;
    }>;
    readonly elements: ReadonlyArray<{
      readonly base: number;
      readonly code: string;
      readonly hard: number;
      readonly label: string;
      readonly share: number;
      readonly slice: number;
      readonly total: number;
    }>;
    readonly hardPower: number;
    readonly id: string;
    readonly killers: ReadonlyArray<{
      readonly base: number;
      readonly code: string;
      readonly hard: number;
      readonly label: string;
      readonly share: number;
      readonly slice: number;
      readonly total: number;
    }>;
    readonly kind: AttackKind;
    readonly scale: string;
    readonly slicePower: number;
    readonly source: {
      readonly asOf: string;
      readonly label: string;
      readonly name: string;
      readonly url: string;
    };
    readonly target: AttackTarget;
    readonly totalPower: number;
    readonly yinYang: ReadonlyArray<{
      readonly base: number;
      readonly code: string;
      readonly hard: number;
      readonly label: string;
      readonly share: number;
      readonly slice: number;
      readonly total: number;
    }>;
  }>;
  readonly japaneseBaseStats: {
    readonly agility: number;
    readonly hp: number;
    readonly source: {
      readonly asOf: string;
      readonly label: string;
      readonly name: string;
      readonly url: string;
    };
    readonly yangAttack: number;
    readonly yangDefense: number;
    readonly yinAttack: number;
    readonly yinDefense: number;
  } | null | undefined;
  readonly nameEn: string;
  readonly " $fragmentType": "AttackSection_character";
};
export type AttackSection_character$key = {
  readonly " $data"?: AttackSection_character$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttackSection_character">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v1 = [
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
    "kind": "ScalarField",
    "name": "base",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "hard",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slice",
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
    "kind": "ScalarField",
    "name": "share",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "FigureSource",
  "kind": "LinkedField",
  "name": "source",
  "plural": false,
  "selections": [
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
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "asOf",
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttackSection_character",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Attack",
      "kind": "LinkedField",
      "name": "attacks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
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
          "name": "scale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalPower",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "basePower",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hardPower",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slicePower",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AttackPower",
          "kind": "LinkedField",
          "name": "yinYang",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AttackPower",
          "kind": "LinkedField",
          "name": "elements",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AttackPower",
          "kind": "LinkedField",
          "name": "bulletTypes",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AttackPower",
          "kind": "LinkedField",
          "name": "killers",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "JapaneseBaseStats",
      "kind": "LinkedField",
      "name": "japaneseBaseStats",
      "plural": false,
      "selections": [
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
          "name": "yangAttack",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yangDefense",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "agility",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yinAttack",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yinDefense",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Character",
  "abstractKey": null
};
})();

(node as any).hash = "e0928b87863d2ce770166b566a5763bf";

export default node;
