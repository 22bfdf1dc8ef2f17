/**
 * @generated SignedSource<<bf52a2a8e3043c82bada8178f1046008>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttackSection_part$data = {
  readonly base: number;
  readonly code: string;
  readonly hard: number;
  readonly label: string;
  readonly share: number;
  readonly slice: number;
  readonly total: number;
  readonly " $fragmentType": "AttackSection_part";
};
export type AttackSection_part$key = {
  readonly " $data"?: AttackSection_part$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttackSection_part">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttackSection_part",
  "selections": [
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
  "type": "AttackPower",
  "abstractKey": null
};

(node as any).hash = "bcdfef8e753464e22b2575aba37ce651";

export default node;
