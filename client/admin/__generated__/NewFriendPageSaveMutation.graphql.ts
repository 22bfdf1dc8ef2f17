/**
 * @generated SignedSource<<85fc0fb557d2659fb33c87df8068027c>>
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
export type NewFriendPageSaveMutation$variables = {
  dryRun?: boolean | null | undefined;
  file: string;
  json: string;
  portrait?: string | null | undefined;
  source: SourceInput;
  suggestion?: number | null | undefined;
};
export type NewFriendPageSaveMutation$data = {
  readonly saveRecord: {
    readonly " $fragmentSpreads": FragmentRefs<"parts_result">;
  };
};
export type NewFriendPageSaveMutation = {
  response: NewFriendPageSaveMutation$data;
  variables: NewFriendPageSaveMutation$variables;
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
  "name": "portrait"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "source"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "suggestion"
},
v6 = [
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
    "name": "portrait",
    "variableName": "portrait"
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applied",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "auditId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dataVersion",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "file",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v13 = [
  (v11/*:: as any*/),
  (v12/*:: as any*/),
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
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "KeptRecord",
  "kind": "LinkedField",
  "name": "kept",
  "plural": true,
  "selections": [
    (v11/*:: as any*/),
    (v12/*:: as any*/),
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
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewFriendPageSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "ChangeResult",
        "kind": "LinkedField",
        "name": "saveRecord",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "parts_result",
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
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
                    "selections": (v13/*:: as any*/),
                    "args": null,
                    "argumentDefinitions": []
                  }
                ],
                "storageKey": null
              },
              (v14/*:: as any*/)
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
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewFriendPageSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "ChangeResult",
        "kind": "LinkedField",
        "name": "saveRecord",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RecordChange",
            "kind": "LinkedField",
            "name": "changes",
            "plural": true,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          (v14/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ade5bcb9b50f293e7d5ed172aeab55ba",
    "id": null,
    "metadata": {},
    "name": "NewFriendPageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation NewFriendPageSaveMutation(\n  $file: String!\n  $json: String!\n  $source: SourceInput!\n  $dryRun: Boolean\n  $portrait: String\n  $suggestion: Int\n) {\n  saveRecord(file: $file, json: $json, source: $source, dryRun: $dryRun, portrait: $portrait, suggestion: $suggestion) {\n    ...parts_result\n  }\n}\n\nfragment parts_change on RecordChange {\n  file\n  key\n  kind\n  position\n  from\n  fields {\n    field\n    before\n    after\n  }\n}\n\nfragment parts_result on ChangeResult {\n  applied\n  summary\n  auditId\n  dataVersion\n  changes {\n    ...parts_change\n  }\n  kept {\n    file\n    key\n    revision\n    fields\n  }\n}\n"
  }
};
})();

(node as any).hash = "3aab6f39b033ad5dff33702494d58783";

export default node;
