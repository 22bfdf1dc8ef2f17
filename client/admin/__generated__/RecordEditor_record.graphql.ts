/**
 * @generated SignedSource<<154621a6746c4caaff40c42764cf8b1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordEditor_record$data = {
  readonly json: string;
  readonly key: string;
  readonly label: string;
  readonly revision: number;
  readonly " $fragmentType": "RecordEditor_record";
};
export type RecordEditor_record$key = {
  readonly " $data"?: RecordEditor_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordEditor_record">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordEditor_record",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
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
      "name": "json",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revision",
      "storageKey": null
    }
  ],
  "type": "DataRecord",
  "abstractKey": null
};

(node as any).hash = "c8c3aecbda84ccc7180b257f5ff14d18";

export default node;
