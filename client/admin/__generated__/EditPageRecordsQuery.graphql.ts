/**
 * @generated SignedSource<<49e3d9fcea4384cdc9076a63341f13c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditPageRecordsQuery$variables = {
  file: string;
  hasFile: boolean;
  search?: string | null | undefined;
};
export type EditPageRecordsQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EditPage_query">;
};
export type EditPageRecordsQuery = {
  response: EditPageRecordsQuery$data;
  variables: EditPageRecordsQuery$variables;
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
    "name": "hasFile"
  },
  {
    "defaultValue": "",
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EditPageRecordsQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "EditPage_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditPageRecordsQuery",
    "selections": [
      {
        "condition": "hasFile",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Variable",
                "name": "file",
                "variableName": "file"
              },
              {
                "kind": "Literal",
                "name": "first",
                "value": 200
              },
              (v1/*:: as any*/)
            ],
            "concreteType": "DataRecord",
            "kind": "LinkedField",
            "name": "records",
            "plural": true,
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
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "ca3153fd0365c9e6723a9c70bc2b1d3d",
    "id": null,
    "metadata": {},
    "name": "EditPageRecordsQuery",
    "operationKind": "query",
    "text": "query EditPageRecordsQuery(\n  $file: String!\n  $hasFile: Boolean!\n  $search: String = \"\"\n) {\n  ...EditPage_query_40zwac\n}\n\nfragment EditPage_query_40zwac on Query {\n  records(file: $file, search: $search, first: 200) @include(if: $hasFile) {\n    key\n    label\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a08175eac34830cbc3c852e1599accf2";

export default node;
