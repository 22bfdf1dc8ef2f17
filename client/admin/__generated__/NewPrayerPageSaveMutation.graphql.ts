/**
 * @generated SignedSource<<6339068eca906fbc349371e0472f3cfb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SourceInput = {
  inGameOn?: string | null | undefined;
  note?: string | null | undefined;
  url?: string | null | undefined;
};
export type NewPrayerPageSaveMutation$variables = {
  dryRun?: boolean | null | undefined;
  file: string;
  json: string;
  source: SourceInput;
  suggestion?: number | null | undefined;
};
export type NewPrayerPageSaveMutation$data = {
  readonly saveRecord: {
    readonly " $fragmentSpreads": FragmentRefs<"parts_result">;
  };
};
export type NewPrayerPageSaveMutation = {
  response: NewPrayerPageSaveMutation$data;
  variables: NewPrayerPageSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dryRun"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "file"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "json"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "source"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "suggestion"
},
v5 = [
  {
    "kind": "Variable",
    "name": "dryRun",
    "variableName": "dryRun"
  },
  {
    "kind": "Variable",
    "name": "file",
    "variableName": "file"
  },
  {
    "kind": "Variable",
    "name": "json",
    "variableName": "json"
  },
  {
    "kind": "Variable",
    "name": "source",
    "variableName": "source"
  },
  {
    "kind": "Variable",
    "name": "suggestion",
    "variableName": "suggestion"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applied",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "auditId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dataVersion",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "file",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v12 = [
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "kind",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "position",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "from",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "FieldChange",
    "kind": "LinkedField",
    "name": "fields",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "field",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "before",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "after",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "KeptRecord",
  "kind": "LinkedField",
  "name": "kept",
  "plural": true,
  "selections": [
    (v10/*:: as any*/),
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fields",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewPrayerPageSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "ChangeResult",
        "kind": "LinkedField",
        "name": "saveRecord",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "parts_result",
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RecordChange",
                "kind": "LinkedField",
                "name": "changes",
                "plural": true,
                "selections": [
                  {
                    "kind": "InlineDataFragmentSpread",
                    "name": "parts_change",
                    "selections": (v12/*:: as any*/),
                    "args": null,
                    "argumentDefinitions": []
                  }
                ],
                "storageKey": null
              },
              (v13/*:: as any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewPrayerPageSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "ChangeResult",
        "kind": "LinkedField",
        "name": "saveRecord",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RecordChange",
            "kind": "LinkedField",
            "name": "changes",
            "plural": true,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          },
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0940832d59450ee4f68bf5f9754f4f8f",
    "id": null,
    "metadata": {},
    "name": "NewPrayerPageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation NewPrayerPageSaveMutation(\n  $file: String!\n  $json: String!\n  $source: SourceInput!\n  $dryRun: Boolean\n  $suggestion: Int\n) {\n  saveRecord(file: $file, json: $json, source: $source, dryRun: $dryRun, suggestion: $suggestion) {\n    ...parts_result\n  }\n}\n\nfragment parts_change on RecordChange {\n  file\n  key\n  kind\n  position\n  from\n  fields {\n    field\n    before\n    after\n  }\n}\n\nfragment parts_result on ChangeResult {\n  applied\n  summary\n  auditId\n  dataVersion\n  changes {\n    ...parts_change\n  }\n  kept {\n    file\n    key\n    revision\n    fields\n  }\n}\n"
  }
};
})();

(node as any).hash = "a2a624a46e935e4a2b46646bfb4c6cbd";

export default node;
