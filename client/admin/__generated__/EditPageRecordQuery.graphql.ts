/**
 * @generated SignedSource<<bc4a0eba146165a026937e1a57fd6649>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditPageRecordQuery$variables = {
  file: string;
  key: string;
};
export type EditPageRecordQuery$data = {
  readonly record: {
    readonly " $fragmentSpreads": FragmentRefs<"EditPage_record">;
  } | null | undefined;
};
export type EditPageRecordQuery = {
  response: EditPageRecordQuery$data;
  variables: EditPageRecordQuery$variables;
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
v2 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EditPageRecordQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DataRecord",
        "kind": "LinkedField",
        "name": "record",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "EditPage_record",
            "selections": (v2/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
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
    "name": "EditPageRecordQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DataRecord",
        "kind": "LinkedField",
        "name": "record",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7827ef8c13c8a71d2a7c019e2ce6232c",
    "id": null,
    "metadata": {},
    "name": "EditPageRecordQuery",
    "operationKind": "query",
    "text": "query EditPageRecordQuery(\n  $file: String!\n  $key: String!\n) {\n  record(file: $file, key: $key) {\n    ...EditPage_record\n  }\n}\n\nfragment EditPage_record on DataRecord {\n  key\n  label\n  json\n  revision\n}\n"
  }
};
})();

(node as any).hash = "87931b89acf161bbf9e7c760c5a80d7e";

export default node;
