/**
 * @generated SignedSource<<6dfcc12ce396eaa487b71ee73c9a0f1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditPageQuery$variables = {
  file: string;
  hasFile: boolean;
  hasKey: boolean;
  key: string;
};
export type EditPageQuery$data = {
  readonly entities: ReadonlyArray<{
    readonly count: number;
    readonly file: string;
    readonly label: string;
    readonly portraits: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"RecordEditor_entity">;
  }>;
  readonly record?: {
    readonly key: string;
    readonly " $fragmentSpreads": FragmentRefs<"RecordEditor_record">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EditPage_query">;
};
export type EditPageQuery = {
  response: EditPageQuery$data;
  variables: EditPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "file"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasFile"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasKey"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "key"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "file",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "portraits",
  "storageKey": null
},
v8 = {
  "kind": "Variable",
  "name": "file",
  "variableName": "file"
},
v9 = [
  (v8/*:: as any*/),
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "key"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EditPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "entities",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecordEditor_entity"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "EditPage_query"
      },
      {
        "condition": "hasKey",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "DataRecord",
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RecordEditor_record"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EditPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "entities",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "schema",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "hasFile",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              (v8/*:: as any*/),
              {
                "kind": "Literal",
                "name": "first",
                "value": 200
              },
              {
                "kind": "Literal",
                "name": "search",
                "value": ""
              }
            ],
            "concreteType": "DataRecord",
            "kind": "LinkedField",
            "name": "records",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v5/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "hasKey",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "DataRecord",
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v5/*:: as any*/),
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
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "a45602ef73692cc8dd37443a122c8583",
    "id": null,
    "metadata": {},
    "name": "EditPageQuery",
    "operationKind": "query",
    "text": "query EditPageQuery(\n  $file: String!\n  $key: String!\n  $hasFile: Boolean!\n  $hasKey: Boolean!\n) {\n  entities {\n    file\n    label\n    count\n    portraits\n    ...RecordEditor_entity\n  }\n  ...EditPage_query\n  record(file: $file, key: $key) @include(if: $hasKey) {\n    key\n    ...RecordEditor_record\n    id\n  }\n}\n\nfragment EditPage_query on Query {\n  records(file: $file, search: \"\", first: 200) @include(if: $hasFile) {\n    key\n    label\n    id\n  }\n}\n\nfragment RecordEditor_entity on Entity {\n  file\n  label\n  schema\n}\n\nfragment RecordEditor_record on DataRecord {\n  key\n  label\n  json\n  revision\n}\n"
  }
};
})();

(node as any).hash = "d35f10ae87324f65ad801da35f2fc991";

export default node;
