/**
 * @generated SignedSource<<8f9477da97272d8511729b9d34e637ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttackSection_source$data = {
  readonly asOf: string;
  readonly label: string;
  readonly name: string;
  readonly url: string;
  readonly " $fragmentType": "AttackSection_source";
};
export type AttackSection_source$key = {
  readonly " $data"?: AttackSection_source$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttackSection_source">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttackSection_source",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    }
  ],
  "type": "FigureSource",
  "abstractKey": null
};

(node as any).hash = "b5d0c43f48846d985d64c848f62b012b";

export default node;
