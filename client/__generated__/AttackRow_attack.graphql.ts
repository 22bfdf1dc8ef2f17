/**
 * @generated SignedSource<<ebedc1d8ec44d551627cd7248f3d870d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AttackKind = "LAST_WORD" | "SPELL_CARD_1" | "SPELL_CARD_2" | "%future added value";
export type AttackTarget = "ALL" | "SINGLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AttackRow_attack$data = {
  readonly bulletTypes: ReadonlyArray<{
    readonly code: string;
    readonly label: string;
    readonly share: number;
    readonly total: number;
  }>;
  readonly character: {
    readonly altThumbnail: string | null | undefined;
    readonly nameEn: string;
    readonly portrait: {
      readonly avifSrcSet: string;
      readonly src: string;
      readonly webpSrcSet: string;
    } | null | undefined;
    readonly revealed: boolean;
    readonly slug: string;
    readonly spoilerSafeThumbnail: string | null | undefined;
    readonly thumbnail: string;
  };
  readonly elements: ReadonlyArray<{
    readonly code: string;
    readonly label: string;
    readonly share: number;
    readonly total: number;
  }>;
  readonly hardPower: number;
  readonly killers: ReadonlyArray<{
    readonly code: string;
    readonly label: string;
    readonly share: number;
    readonly total: number;
  }>;
  readonly kind: AttackKind;
  readonly slicePower: number;
  readonly target: AttackTarget;
  readonly totalPower: number;
  readonly yinYang: ReadonlyArray<{
    readonly code: string;
    readonly label: string;
    readonly share: number;
    readonly total: number;
  }>;
  readonly " $fragmentType": "AttackRow_attack";
};
export type AttackRow_attack$key = {
  readonly " $data"?: AttackRow_attack$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttackRow_attack">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "kind": "ScalarField",
    "name": "label",
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttackRow_attack",
  "selections": [
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
      "name": "totalPower",
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AttackPower",
      "kind": "LinkedField",
      "name": "elements",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AttackPower",
      "kind": "LinkedField",
      "name": "bulletTypes",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AttackPower",
      "kind": "LinkedField",
      "name": "killers",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Character",
      "kind": "LinkedField",
      "name": "character",
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
          "name": "nameEn",
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
          "kind": "ScalarField",
          "name": "thumbnail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "altThumbnail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "spoilerSafeThumbnail",
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
    }
  ],
  "type": "Attack",
  "abstractKey": null
};
})();

(node as any).hash = "c65d91ceb1fa0e1bda503ccd13893f65";

export default node;
