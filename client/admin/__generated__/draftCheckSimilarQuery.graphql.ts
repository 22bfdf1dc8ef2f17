/**
 * @generated SignedSource<<1e6c5f5e32ae23d3fe843be595f3a527>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type draftCheckSimilarQuery$variables = {
  file: string;
  json: string;
};
export type draftCheckSimilarQuery$data = {
  readonly similarRecords: ReadonlyArray<{
    readonly key: string;
    readonly label: string;
    readonly portrait: string | null | undefined;
  }>;
};
export type draftCheckSimilarQuery = {
  response: draftCheckSimilarQuery$data;
  variables: draftCheckSimilarQuery$variables;
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
    "name": "json"
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
    "name": "json",
    "variableName": "json"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "portrait",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "draftCheckSimilarQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DataRecord",
        "kind": "LinkedField",
        "name": "similarRecords",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "draftCheckSimilarQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DataRecord",
        "kind": "LinkedField",
        "name": "similarRecords",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
    "cacheID": "8ed7cdb488faa23595f5493661e3e7b5",
    "id": null,
    "metadata": {},
    "name": "draftCheckSimilarQuery",
    "operationKind": "query",
    "text": "query draftCheckSimilarQuery(\n  $file: String!\n  $json: String!\n) {\n  similarRecords(file: $file, json: $json) {\n    key\n    label\n    portrait\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b0bc6422e61f78325eb42ba89d43f3d3";

export default node;
