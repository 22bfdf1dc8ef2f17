/**
 * @generated SignedSource<<daf8c7a77e1c6353ed1fb2cde60359f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordEditor_entity$data = {
  readonly file: string;
  readonly label: string;
  readonly schema: string;
  readonly " $fragmentType": "RecordEditor_entity";
};
export type RecordEditor_entity$key = {
  readonly " $data"?: RecordEditor_entity$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordEditor_entity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordEditor_entity",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "file",
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
      "name": "schema",
      "storageKey": null
    }
  ],
  "type": "Entity",
  "abstractKey": null
};

(node as any).hash = "d4071c549829807a03fd4e8c9584862f";

export default node;
