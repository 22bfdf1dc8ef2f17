/**
 * @generated SignedSource<<9caba37d56647265c5deb3c3f33a21f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditPageRecordsQuery$variables = {
  file: string;
  search?: string | null | undefined;
};
export type EditPageRecordsQuery$data = {
  readonly records: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"EditPage_record">;
  }>;
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
    "name": "search"
  }
],
v1 = [
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
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
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
    "name": "EditPageRecordsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DataRecord",
        "kind": "LinkedField",
        "name": "records",
        "plural": true,
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
    "name": "EditPageRecordsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DataRecord",
        "kind": "LinkedField",
        "name": "records",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "81cf358d7bbcfa01cf4e9c647d96b9b8",
    "id": null,
    "metadata": {},
    "name": "EditPageRecordsQuery",
    "operationKind": "query",
    "text": "query EditPageRecordsQuery(\n  $file: String!\n  $search: String\n) {\n  records(file: $file, search: $search, first: 200) {\n    ...EditPage_record\n  }\n}\n\nfragment EditPage_record on DataRecord {\n  key\n  label\n  json\n  revision\n}\n"
  }
};
})();

(node as any).hash = "929f97b0423a1a34e11943c2e6a23ff1";

export default node;
