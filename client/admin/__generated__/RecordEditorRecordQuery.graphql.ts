/**
 * @generated SignedSource<<c95aa97e4aec32902b253468460756d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordEditorRecordQuery$variables = {
  file: string;
  key: string;
};
export type RecordEditorRecordQuery$data = {
  readonly record: {
    readonly json: string;
    readonly revision: number;
    readonly " $fragmentSpreads": FragmentRefs<"RecordEditor_record">;
  } | null | undefined;
};
export type RecordEditorRecordQuery = {
  response: RecordEditorRecordQuery$data;
  variables: RecordEditorRecordQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "file"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "file",
    "variableName": "file"
  },
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "key"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "json",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revision",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RecordEditorRecordQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DataRecord",
        "kind": "LinkedField",
        "name": "record",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecordEditor_record"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecordEditorRecordQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DataRecord",
        "kind": "LinkedField",
        "name": "record",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7544a320bf78382307358c4839d571fa",
    "id": null,
    "metadata": {},
    "name": "RecordEditorRecordQuery",
    "operationKind": "query",
    "text": "query RecordEditorRecordQuery(\n  $file: String!\n  $key: String!\n) {\n  record(file: $file, key: $key) {\n    json\n    revision\n    ...RecordEditor_record\n    id\n  }\n}\n\nfragment RecordEditor_record on DataRecord {\n  key\n  label\n  json\n  revision\n}\n"
  }
};
})();

(node as any).hash = "81631ca6b6f025edbc8f34606cbb9d63";

export default node;
